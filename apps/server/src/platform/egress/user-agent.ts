/** How the product names itself to the websites it reads (analysis, crawling), so their owners can tell it apart. */
export const PRODUCT_USER_AGENT = 'AgentPlatformBot/1.0 (website reader)';
