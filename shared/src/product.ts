/** The product's name: the one default, overridable with PRODUCT_NAME (gateway) / VITE_PRODUCT_NAME (frontend build). */
export const DEFAULT_PRODUCT_NAME = 'Wonderkin';

/** Lower-case, dash-separated form of the product name, used in cookie names ("wonderkin-user-id"). */
export function productSlug(productName: string = DEFAULT_PRODUCT_NAME): string {
  return productName.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'app';
}
