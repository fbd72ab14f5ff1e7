export default {
  rest: {
    defaultLimit: 25,
    maxLimit: 200,
    withCount: true,
  },
};
