// Whether the pre-cart drawer may open after an add ("prompting", shop-core §4; decision 0049): on
// unless the visitor chose "Don't show this again", which this browser keeps. Nothing personal is
// stored, only that choice; a browser without storage keeps prompting.
export const PRE_CART_PROMPT_STORAGE_KEY = 'fairdraw.pre-cart-drawer';
const OFF = 'off';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function isPromptingOn(): boolean {
  try {
    return storage()?.getItem(PRE_CART_PROMPT_STORAGE_KEY) !== OFF;
  } catch {
    return true;
  }
}

export function setPrompting(on: boolean): void {
  try {
    if (on) storage()?.removeItem(PRE_CART_PROMPT_STORAGE_KEY);
    else storage()?.setItem(PRE_CART_PROMPT_STORAGE_KEY, OFF);
  } catch {
    // Storage full or blocked: the drawer keeps opening, which is the safe side.
  }
}
