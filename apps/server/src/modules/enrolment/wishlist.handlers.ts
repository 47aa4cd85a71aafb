import {
  addWishlistedCourse,
  getWishlistedCourse,
  listWishlistedCourses,
  removeWishlistedCourse,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as wishlist from './wishlist.service.ts';

/** A member's favourite courses (wishlisted-courses). */
export const wishlistCalls = {
  addWishlistedCourse,
  removeWishlistedCourse,
  getWishlistedCourse,
  listWishlistedCourses,
};

export function wishlistHandlers({ db }: AppDeps): Handlers<typeof wishlistCalls> {
  return {
    addWishlistedCourse: (ctx, { params }) => wishlist.addToWishlist(db, ctx, params.userId, params.courseId),
    removeWishlistedCourse: (ctx, { params }) => wishlist.removeFromWishlist(db, ctx, params.userId, params.courseId),
    getWishlistedCourse: (ctx, { params }) => wishlist.getWishlistState(db, ctx, params.userId, params.courseId),
    listWishlistedCourses: (ctx, { params, query }) => wishlist.listWishlist(db, ctx, params.userId, query),
  };
}
