// Enums and business constants named by the product spec (§3, §4, §9), as data.
// Each list is a const tuple plus its literal union, so the server, the web app and the
// zod schemas all read the same spelling.
// What the engine owns (the design modes, the ASCE 7 editions; the load types are its
// GENERIC_LOAD_TYPES) is taken from it, never copied: its design-input schema validates them.
import {
  DEFAULT_DESIGN_CODE,
  DESIGN_CODES,
  DESIGN_MODE_NAMES,
  DESIGN_MODES,
  type DesignCode,
  type DesignMode,
} from '@pilewise/engine';
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

/** Seismic design codes (spec §9): the ASCE 7 editions the engine combines loads by. */
export { DEFAULT_DESIGN_CODE, DESIGN_CODES, type DesignCode };

/** Tracker companies = design modes (spec §9): the engine's table ({ nextracker: 1, ... }). */
export { DESIGN_MODES, type DesignMode };
/** The design mode codes 1-4, as a list (a user's allowed modes). */
export const DESIGN_MODE_CODES: readonly DesignMode[] = Object.values(DESIGN_MODES);
export const designModeSchema = z.literal(Object.values(DESIGN_MODES));
/** 'Nextracker' for 1...: how a design mode is named to the user (the engine's names). */
export const DESIGN_MODE_LABELS = DESIGN_MODE_NAMES;

/** Corrosion method codes (spec §9). */
export const CORROSION_METHODS = { FHWA: 1, 'Aggressive Romanoff Method': 2, 'Custom Loss': 3 } as const;

/** Steel section families (spec §9). */
export const SECTION_TYPES = ['W6', 'W8', 'NXT'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const sectionTypeSchema = z.enum(SECTION_TYPES);

// The yield strengths, stow angles, risk categories, tracker load cases and the P-factor default
// are the engine's design-input schema's (YIELD_STRENGTH_OPTIONS_KSI and its literals): no copy here.

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
