import { LOCAL_FAVOURITES } from '@shared/featured-dishes';
import { describe, expect, it } from 'vitest';
import { categoryBlurb } from './categoryBlurbs';

describe('the line under a category heading', () => {
  it('tells what the local favourites the home page sends diners to are', () => {
    expect(categoryBlurb(LOCAL_FAVOURITES)).toMatch(/jollof.*pepper soup.*ofada.*asun/i);
    expect(categoryBlurb('local FAVOURITES')).toBe(categoryBlurb(LOCAL_FAVOURITES));
  });

  it('gives a category the owner added a plain line', () => {
    expect(categoryBlurb('Desserts')).toBe("Today's desserts from our kitchen.");
  });
});
