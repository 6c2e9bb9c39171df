/** How an order reaches the diner: brought to an address, or collected at the restaurant. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
