// Days as content writes them and as the build compares them, for every kind that is dated
// (a post, a page's update, a careers position). A day is 00:00 UTC where it is a moment
// (lib/content/shared/moments.mjs).

/** dd/mm/yyyy as an ISO day. @param {string} date */
export const isoDay = (date) => date.split('/').reverse().join('-');
