// Enums and business constants named by the product spec (§3, §4, §9), as data.
// Each list is a const tuple plus its literal union, so the server, the web app and the
// zod schemas all read the same spelling.
import { GENERIC_LOAD_TYPES } from '@pilewise/engine';
import { z } from 'zod';

/** Roles of a company member (workflow.md "Roles"), plus the platform operator. */
export const ROLES = ['User', 'Sales', 'Reviewer', 'SuperReviewer', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);
/** Labels for display ("Super Reviewer", "Super admin" as the spec writes them). */
export const ROLE_LABELS: Record<Role, string> = {
  User: 'User',
  Sales: 'Sales',
  Reviewer: 'Reviewer',
  SuperReviewer: 'Super Reviewer',
  Admin: 'Admin',
  SuperAdmin: 'Super admin',
};
/** Roles that belong to a customer company (everyone except the platform operator). */
export const COMPANY_ROLES = ['User', 'Sales', 'Reviewer', 'SuperReviewer', 'Admin'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Project statuses, spelled exactly as the spec (§4). */
export const PROJECT_STATUSES = [
  'Active',
  'Inactive',
  'Sent For Review',
  'Under Review',
  'Redesign',
  'Project Approved',
  'Sent For Stamping',
  'Stamping Approved',
  'Requires Revision',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/** Project visibility (spec field `project_view`): private to the owner, or shared with the company. */
export const PROJECT_VIEWS = ['private', 'shared'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];
export const projectViewSchema = z.enum(PROJECT_VIEWS);

/** Unit systems a project speaks (architecture.md "Units"). */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const unitSystemSchema = z.enum(UNIT_SYSTEMS);
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'imperial';

/** User modes (spec §1): Engineer mode and Sales mode (sales fills inputs from uploaded files). */
export const USER_MODES = ['Engineer', 'Sales'] as const;
export type UserMode = (typeof USER_MODES)[number];
export const userModeSchema = z.enum(USER_MODES);

/** Subscription plans (spec §1, §9): a 30-day free trial, then Pro. */
export const SUBSCRIPTION_TYPES = ['Trial', 'Pro'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

/** Soil types 1-10 (spec §9), keyed by the `Soil Layer` type number. */
export const SOIL_TYPES = {
  1: 'API Sand',
  2: 'Soft Clay (Matlock)',
  3: 'Stiff Clay with Free Water (Reese)',
  4: 'Stiff Clay w/o Free Water (Reese)',
  5: 'Cemented Soil',
  6: 'Weak Rock (Reese)',
  7: 'Liquefied Sand',
  8: 'Vuggy Limestone',
  9: 'Sand (Reese)',
  10: 'Mod Stiff Clay w/o free water',
} as const;
export type SoilTypeId = keyof typeof SOIL_TYPES;
export const SOIL_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const satisfies readonly SoilTypeId[];

/** Load types (spec §9). */
// The engine's generic pier types are the load types: one list, owned by the engine.
export const LOAD_TYPES = GENERIC_LOAD_TYPES;
export type LoadType = (typeof LOAD_TYPES)[number];
export const loadTypeSchema = z.enum(LOAD_TYPES);

/** Seismic design codes (spec §9). */
export const DESIGN_CODES = ['ASCE 7-10', 'ASCE 7-16', 'ASCE 7-22'] as const;
export type DesignCode = (typeof DESIGN_CODES)[number];
export const designCodeSchema = z.enum(DESIGN_CODES);
export const DEFAULT_DESIGN_CODE: DesignCode = 'ASCE 7-16';

/** Tracker companies = design modes (spec §9): the numbers are the `Design Mode` codes. */
export const TRACKER_COMPANIES = { Nextracker: 1, Generic: 2, Nevados: 3, 'Array Tech': 4 } as const;
export type TrackerCompany = keyof typeof TRACKER_COMPANIES;
export type DesignMode = (typeof TRACKER_COMPANIES)[TrackerCompany];
export const DESIGN_MODES = [1, 2, 3, 4] as const satisfies readonly DesignMode[];
export const designModeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
/** 'Nextracker' for 1...: how a design mode is named to the user. */
export const DESIGN_MODE_LABELS = Object.fromEntries(
  Object.entries(TRACKER_COMPANIES).map(([name, code]) => [code, name]),
) as Record<DesignMode, TrackerCompany>;

/** Wing mode of seismic pier loads (spec §9). */
export const WING_MODES = { Balanced: 1, Unbalanced: 2 } as const;

/** Corrosion method codes (spec §9). */
export const CORROSION_METHODS = { FHWA: 1, 'Aggressive Romanoff Method': 2, 'Custom Loss': 3 } as const;

/** Steel section families and their designation ranges (spec §9). Weight in lb/ft for W shapes. */
export const SECTION_TYPES = ['W6', 'W8', 'NXT'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const sectionTypeSchema = z.enum(SECTION_TYPES);
export const SECTION_RANGES: Record<SectionType, { min: number; max: number }> = {
  W6: { min: 7, max: 25 },
  W8: { min: 10, max: 28 },
  NXT: { min: 7, max: 20 },
};

/** Yield strength options, ksi (spec §9). */
export const YIELD_STRENGTHS_KSI = [25, 30, 35, 40, 45, 50] as const;
/** Stow angle choices and default, degrees (spec §9). */
export const STOW_ANGLES_DEG = [50, 60, 75] as const;
export const DEFAULT_STOW_ANGLE_DEG = 50;
/** Risk category options 1-4 (spec §9 gives roman labels I to V). */
export const RISK_CATEGORIES = [
  { value: 1, label: 'I' },
  { value: 2, label: 'II' },
  { value: 3, label: 'III' },
  { value: 4, label: 'IV' },
] as const;
/** Default tracker seismic load case (spec §9). */
export const TRACKER_LOAD_CASES = ['W', 'Ez'] as const;
export const DEFAULT_TRACKER_LOAD_CASE = 'W';
/** Default P-factor (p-multiplier), dimensionless. */
export const DEFAULT_P_FACTOR = 1;

/** Business constants and limits (spec §9). Durations carry their unit in the name. */
export const LIMITS = {
  TRIAL_DAYS: 30,
  MAX_SOIL_LAYERS: 10,
  DEFAULT_SOIL_LAYER_COUNT: 1,
  TOAST_LIMIT: 5,
  TOAST_AUTO_CLOSE_MS: 2000,
  SEISMIC_WARNING_MS: 11_000,
  IDLE_TIMEOUT_MS: 1_200_000,
  IDLE_THROTTLE_MS: 500,
  SOCKET_TIMEOUT_MS: 20_000,
  SOCKET_RECONNECT_DELAY_MIN_MS: 1000,
  SOCKET_RECONNECT_DELAY_MAX_MS: 5000,
  DOCS_MENU_BREAKPOINT_PX: 800,
  PRICE_PER_YEAR_USD: 799,
  INCLUDED_USERS: 5, // one admin + four additional users
  EXTRA_USER_PER_YEAR_USD: 99,
  INVOICE_DUE_DAYS: 30,
  /** One-time codes (password reset): 6 digits, valid 10 minutes, 5 wrong tries. */
  OTP_LENGTH: 6,
  OTP_TTL_MINUTES: 10,
  OTP_MAX_ATTEMPTS: 5,
  /** Project list paging. */
  DEFAULT_PAGE_SIZE: 10,
  MAX_PAGE_SIZE: 100,
} as const;

export const PRIVACY_EFFECTIVE_DATE = 'January 17, 2025';
