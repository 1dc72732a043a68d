import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';

// The notes shown on offline lessons, in one place.

export function offlineNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return `Made offline from ${productName}'s built-in library.`;
}

export function explorationNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return `Made offline: ${productName}'s built-in library doesn't have this topic yet, so this lesson shows how to find out together.`;
}

/** A make-believe question answered by imagining together: there is nothing to find out, and the note says so. */
export function imaginationNotice(productName: string = DEFAULT_PRODUCT_NAME): string {
  return `Made offline: a make-believe question, so ${productName} answers it by imagining together rather than with facts.`;
}
