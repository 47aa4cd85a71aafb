import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as wishlist from './wishlist.service.ts';

/** A member's favourite courses (wishlisted-courses). */
export function wishlistRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.addWishlistedCourse, (ctx, { params }) =>
    wishlist.addToWishlist(db, ctx, params.userId, params.courseId),
  );
  registerCall(app, deps, calls.removeWishlistedCourse, (ctx, { params }) =>
    wishlist.removeFromWishlist(db, ctx, params.userId, params.courseId),
  );
  registerCall(app, deps, calls.getWishlistedCourse, (ctx, { params }) =>
    wishlist.getWishlistState(db, ctx, params.userId, params.courseId),
  );
  registerCall(app, deps, calls.listWishlistedCourses, (ctx, { params, query }) =>
    wishlist.listWishlist(db, ctx, params.userId, query),
  );
}
