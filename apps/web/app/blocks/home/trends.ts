/** PRODUCT §9: the home shows the first 5 blog cards (read by the home loader and TrendingBlogs). */
export const TRENDS_COUNT = 5;
