// The feature's server half, compiled with the rest of the CMS by `strapi build` (docs/decisions/0096):
// Strapi loads this file from the plugin's folder (config/plugins.ts enables it with `resolve`).
module.exports = require('../../../dist/src/plugins/redirects/server/src/index.js').default;
