// Days as content writes them and as the build compares them, for every kind that is dated
// (a post, a page's update, a careers position).

/** dd/mm/yyyy as an ISO day. @param {string} date */
export const isoDay = (date) => date.split('/').reverse().join('-');

/** The build's day, in UTC, as an ISO day: a post dated later is held back. */
export const today = () => new Date().toISOString().slice(0, 10);
