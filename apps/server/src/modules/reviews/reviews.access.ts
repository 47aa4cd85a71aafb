import type { AnyAccessRule } from '../../platform/access.ts';
import { type ReviewRow, requireOwnReview } from './reviews.service.ts';

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    reviewOwner: ReviewRow;
  }
}

/** The `reviewOwner` rule of the contract: the review the caller wrote (404 otherwise). */
export const reviewsAccessRules: readonly AnyAccessRule[] = [{ name: 'reviewOwner', check: requireOwnReview }];
