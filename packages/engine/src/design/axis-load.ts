/** Head loads of one axis: shear, moment (ignored with a fixed head), axial (compression +). */
export interface AxisLoad {
  H_N: number;
  M_Nm: number;
  P_N: number;
}
