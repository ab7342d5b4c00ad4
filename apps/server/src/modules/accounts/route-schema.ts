import { errorResponse } from '@logoya/core';

/** What every account route declares alike in its OpenAPI schema. */
export const tags = ['accounts'];
export const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};
export const bearer = [{ bearerAuth: [] }];
