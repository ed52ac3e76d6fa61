/** Light by default; dark uses antd's dark algorithm with the brand colours kept. */
export type Appearance = 'light' | 'dark';
