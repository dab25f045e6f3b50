import { apparel } from './apparel';
import { bags } from './bags';
import { eyewear } from './eyewear';
import { footwear } from './footwear';
import { gifts } from './gifts';
import { home } from './home';
import type { SeedProduct } from './types';

/** Every demo product, in merchandising order. */
export const seedProducts: SeedProduct[] = [...apparel, ...footwear, ...bags, ...home, ...eyewear, ...gifts];
