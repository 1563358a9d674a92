import { ratingsResponseSchema, signOffPaths } from '@changdee/contract/sign-off';
import { apiRequest } from '../../lib/api';

// The ratings page's call (decision 078): GET /ops/v1/ratings, Operators only.

export const ratingKeys = { all: ['portal', 'ratings'] as const };

export const fetchRatings = (signal?: AbortSignal) =>
  apiRequest({ path: signOffPaths.ratings, schema: ratingsResponseSchema.shape.data, signal });
