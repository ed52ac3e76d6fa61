/** The shape a translation must have: the Traditional Chinese source's keys, any strings. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Translation<U>[]
    : { [K in keyof T]: Translation<T[K]> };
