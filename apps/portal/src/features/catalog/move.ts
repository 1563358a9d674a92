// Reordering in the catalogue: the list with its index-th item moved by places (−1: one earlier).

export const move = <T>(list: T[], index: number, by: number): T[] => {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
};
