import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 3, Insurance data: one stored object or none. */
export type InsuranceState = Record<string, unknown> | null;

const insuranceSlice = createSlice({
  name: 'insurance',
  initialState: null as InsuranceState,
  reducers: {
    setInsuranceData: (_state, { payload }: PayloadAction<InsuranceState>) => payload,
    clearInsuranceData: () => null,
  },
});

export const { setInsuranceData, clearInsuranceData } = insuranceSlice.actions;
export const insuranceReducer = insuranceSlice.reducer;
