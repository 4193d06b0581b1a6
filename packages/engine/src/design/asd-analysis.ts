/** ASD loads are analysed at 1.6 × for the steel check (AISC 360-16 C2.1(4)). */
export const ASD_ANALYSIS_FACTOR = 1.6;
