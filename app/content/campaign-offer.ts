// Writes a product's campaign prices once and derives the amounts saved from them, so the two never disagree.
type Prices = [number | null, number | null, number | null];

export function offer(signPrice: number | undefined, activityPrice: Prices) {
  const save = activityPrice.map((price) =>
    price === null || signPrice === undefined ? null : signPrice - price,
  ) as Prices;
  return signPrice === undefined ? { activityPrice, save } : { signPrice, activityPrice, save };
}
