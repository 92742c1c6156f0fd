/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A token from GetGlobalUniqueId that the console fetches when a creation form opens and sends with every try of that creation. The gateway remembers it with what it created: a repeated request with the same token (a double click, a retry after a lost answer) answers the same job_id and ids again and creates nothing twice. Optional; without it every request creates.
 */
export type RequestToken = string;
