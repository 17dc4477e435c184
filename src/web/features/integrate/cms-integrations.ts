/** A card on the CMS Integration screen (spec §2, §3). */
export interface CmsIntegration {
  name: string;
  /** A short monogram drawn in the card's terminal badge; decorative, so no brand artwork is shipped. */
  icon: string;
  description: string;
}

export const CMS_INTEGRATIONS: readonly CmsIntegration[] = [
  { name: 'WordPress', icon: 'WP', description: 'Publish articles straight to your WordPress blog as drafts or live posts.' },
  { name: 'Ghost', icon: 'GH', description: 'Send finished articles to your Ghost publication with tags and excerpts.' },
  { name: 'Shopify', icon: 'SH', description: 'Post articles to your Shopify store blog next to your products.' },
  { name: 'Webflow', icon: 'WF', description: 'Add articles to a Webflow CMS collection on your schedule.' },
  { name: 'Wix', icon: 'WX', description: 'Publish articles to your Wix blog without copy and paste.' },
  { name: 'Framer', icon: 'FR', description: 'Fill your Framer CMS with new articles automatically.' },
  { name: 'Squarespace', icon: 'SQ', description: 'Post articles to your Squarespace blog page.' },
  { name: 'Zapier', icon: 'ZP', description: 'Trigger a Zap for every new article and send it anywhere.' },
  { name: 'Custom', icon: '</>', description: 'Any other CMS: receive new articles through a webhook or the API.' },
];
