// The default query function answers null only when asked to treat 401 as empty; for queries
// that throw on 401 a null would be a bug, so it is turned into an error here.
import type { QueryFunction } from "@tanstack/react-query";
import { getQueryFn } from "../../../lib/api-client";

export function requiredBodyQuery<T>(): QueryFunction<T> {
  const get = getQueryFn<T>({ on401: "throw" });
  return async (context) => {
    const body = await get(context);
    if (body === null) throw new Error("Empty answer");
    return body;
  };
}
