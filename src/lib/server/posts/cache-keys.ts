// Cache keys of post pages, shared by the page cache and the content editor that drops them.

/** The cache key of the page of one post (guide page or notice). */
export function postPageKey(postId: number) {
  return `post:${postId}:`;
}
