// Company library sections of family NXT for the tests. Their dimensions are those of AISC W6x9
// and W6x12 (AISC Shapes Database v16.0): test data with a citation, not any tracker company's post.
const IN = 0.0254;

export const NXT_T9 = {
  kind: 'user-W' as const,
  name: 'NXT T9',
  family: 'NXT',
  d_m: 5.9 * IN,
  bf_m: 3.94 * IN,
  tf_m: 0.215 * IN,
  tw_m: 0.17 * IN,
  A_m2: 2.68 * IN ** 2,
  Ix_m4: 16.4 * IN ** 4,
  source: 'Test data: AISC Shapes Database v16.0, W6x9 row',
};

export const NXT_T12 = {
  kind: 'user-W' as const,
  name: 'NXT T12',
  family: 'NXT',
  d_m: 6.03 * IN,
  bf_m: 4.0 * IN,
  tf_m: 0.28 * IN,
  tw_m: 0.23 * IN,
  source: 'Test data: AISC Shapes Database v16.0, W6x12 row (plates only)',
};
