import { secret } from './secrets';

export default () => ({
  'users-permissions': { config: { jwtSecret: secret('JWT_SECRET') } },
  upload: {
    config: {
      sizeLimit: 50 * 1024 * 1024,
      breakpoints: { large: 1600, medium: 960, small: 640 },
    },
  },
});
