// The plugin's server half, compiled with the rest of the CMS by `strapi build` (apps/cms/tsconfig.json
// includes server/src; docs/decisions/0094): Strapi loads this file from the plugin's folder.
module.exports = require('../../../dist/src/plugins/site-analytics/server/src/index.js').default;
