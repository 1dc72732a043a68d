import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';

// The notes shown on offline lessons, in one place.

export function offlineNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return `Made offline from ${productName}'s built-in library.`;
}

export function explorationNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return `Made offline: ${productName}'s built-in library doesn't have this topic yet, so this lesson shows how to find out together.`;
}
