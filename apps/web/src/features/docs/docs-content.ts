import {
  CONTACT_FILE_EXTENSIONS,
  CONTACT_FILE_MAX_BYTES,
  CONTACT_MESSAGE_TYPES,
  DESIGN_CODES,
  LIMITS,
  SOIL_TYPES,
} from '@pilewise/contracts';
import { SUPPORT_EMAIL } from '../../config/app';

// In-app documentation (spec §2): one section per topic of the left menu, each with
// subsections. Where a screen belongs to a later release, the text says so.
export type DocSubsection = { title: string; body: string };
/** The subsection the docs screen shows with the figure of the pile-head sign conventions. */
export const LOAD_CONVENTIONS_TITLE = 'Load conventions';
export type DocSection = { id: string; title: string; intro: string; subsections: DocSubsection[] };

export const DOC_SECTIONS: DocSection[] = [
  {
    id: 'home',
    title: 'Home',
    intro:
      'PileWise designs steel pile foundations for single-axis solar trackers. You enter a site, its soil and the tracker loads; the design run finds the section and embedment that pass every check.',
    subsections: [
      {
        title: 'Signing up',
        body: `Sign-up creates your company account with a ${LIMITS.TRIAL_DAYS}-day free trial and makes you its admin.`,
      },
      {
        title: 'Signing in',
        body: `Sign in with your email and password. After ${LIMITS.IDLE_TIMEOUT_MS / 60000} minutes without activity you are signed out.`,
      },
      {
        title: 'Your first project',
        body: 'New project → name it and its client on Details and choose the unit system; save. On Settings choose the design mode, the sections to try (minimum and maximum), the yield strength, the embedment range and the pile heights. On Input fill Soil (layers from grade down), Vertical (skin friction and end bearing by depth), Corrosion and Pile Head Loads (and Seismic when it is considered). Run the design on the Result tab, read the summary, open a pier to check its working, and generate the PDF report. Or start from one of the four example projects: with no projects yet, Open an example project on the Projects page makes one a project of your own, opened on its Result tab; in a project of yours, Start from an example on the Design input tab loads one as its input.',
      },
      {
        title: 'What the design checks',
        body: 'For every pier type at every pile height, PileWise tries each section from the lightest and each embedment from the shortest, and keeps the lightest pile that passes every check under every load combination: the lateral analysis (p-y springs in layered soil, nonlinear, by finite elements) for head and grade deflection and the moment, shear and soil reaction along the pile; the steel strength (AISC 360-16, combined axial force and bending, with corrosion loss taken off the section); compression, uplift and frost uplift against the vertical soil table; and the seismic pier loads. The result names the check that governs and, for the next lighter section and the next shorter embedment, the check that failed.',
      },
      {
        title: 'Forgotten password',
        body: `Use "Forgot password?" on the sign-in screen: a ${LIMITS.OTP_LENGTH}-digit code is mailed to you, valid ${LIMITS.OTP_TTL_MINUTES} minutes; enter it, then choose a new password.`,
      },
    ],
  },
  {
    id: 'projects-page',
    title: 'Projects Page',
    intro: 'The projects page lists the projects you own and those shared with your company.',
    subsections: [
      {
        title: 'Search and filter',
        body: 'Search matches the name, client or designer. Filter by status; sort by the created date, newest or oldest first. The list is paged.',
      },
      {
        title: 'Statuses',
        body: 'Active: being designed. Inactive: disabled by its owner or an Admin (enable it again to edit). Sent For Review, then Under Review once the Reviewer opens it; Project Approved, or Redesign when the Reviewer rejects it with a comment. Sent For Stamping once a Super Reviewer takes it; Stamping Approved with the stamped report, or Requires Revision with a comment. Revising a project in Redesign or Requires Revision makes it Active again with the next revision number.',
      },
      {
        title: 'Row actions',
        body: 'Edit opens the project. Clone copies its inputs into a new project. Share makes it visible to your company; Unshare makes it private. Disable sets it Inactive, Enable sets it Active again. Delete removes the project and all its data permanently, after a confirmation.',
      },
    ],
  },
  {
    id: 'sales-mode',
    title: 'Sales Mode',
    intro:
      'Sales mode fills a project’s inputs from files instead of typing: a geotechnical workbook gives the soil layers and the vertical soil table, and the tracker company’s pile-head-load workbook gives the pier loads. A Sales user’s projects open in Sales mode: the Soil, Vertical, Seismic, Corrosion and Pile Head Loads tabs are hidden and the Input tab leads with Import from Excel.',
    subsections: [
      {
        title: 'Importing a workbook',
        body: 'On the Input tab choose Import from Excel, pick the file kind (geotechnical report; Nextracker NXT; Array Tech ATT; Nevados NDT) and the .xlsx file, then Preview. The preview lists what was read (layers, rows, load cases) or every cell that could not be read, by sheet, row and column. Nothing in the project changes until you Confirm; Cancel leaves it as it was. Confirming replaces the soil, vertical or pier-load input with what was read and keeps the workbook with the project.',
      },
      {
        title: 'Templates',
        body: 'Each file kind has a template (download it from the import dialog), filled with an example project. Other layouts are read too: the table is found on any sheet and row by its column names and their usual synonyms (Layer end or Bottom or Depth to; Gamma or Unit weight …), columns may come in any order, a symbol after a column’s name is passed over (Friction Angle, φ (deg); Undrained Shear Strength, Su (psf)) unless it says which quantity it is (γ′, γsub, c′), and blank rows, notes and extra sheets are passed over. Layer depths may be given as Layer start and Layer end columns, or as one Depth column of ranges, as report tables give them (0 - 3, 3–8, 8 to 20); a range without an end (20+) or a lone depth in such a column is refused, and so is a range Excel has turned into a date (type 3 - 8 with spaces, or format the column as text). A site value may carry its unit in its own cell (Groundwater depth | 12 ft).',
      },
      {
        title: 'Geotechnical workbook',
        body: `A soil layer table (Soil name, Soil type 1–10 or its name such as "${SOIL_TYPES[1]}", or LPILE’s name of the same p-y model such as "API Sand (O’Neill)" or "Stiff Clay w/o Free Water (Reese)", Layer start, Layer end, Gamma, Phi, Cu, Kpy, e50, Qu, Erm, Krm, RQD, p-multipliers; at most ${LIMITS.MAX_SOIL_LAYERS} layers), an optional vertical table (Soil layer depth, Skin friction up, Skin friction down, End bearing) and optional site values, one per row with the label in the first cell (Water table depth, P-factor, Lateral neglect depth, Neglect top soil, Consider end bearing, Consider frost, Frost pressure, Frost depth).`,
      },
      {
        title: 'Pile-head-load workbooks',
        body: 'NXT: one row per pier type and component (P, Vx, Vy, Mx, My) with its Position, Load height and Unit, one column per load case; an optional Seismic pier loads sheet (LW ext, RW ext, LW int, RW int per pile). ATT: one row per pier type, load case and pile height, one column per force or moment. NDT: one row per pier and load case with axial, transverse and longitudinal shears and moments and the load height, and an Axial positive row (compression or tension). P is compression positive; Vx and Mx act about the strong axis. Other companies are refused with "Company not supported".',
      },
      {
        title: 'Units',
        body: 'Each numeric column names its unit in its header, in brackets: Top (ft), Gamma [kN/m³], Cu (ksf); or in a row of units of its own right under the headers, as report tables are laid out (Top over (ft)). Accepted: ft, m, in, mm, cm; pcf, kcf, kN/m³; psf, ksf, tsf, psi, ksi, Pa, kPa, MPa; lb, kip, N, kN; lb·ft, kip·ft, kip·in, N·m, kN·m. A missing or unknown unit, text in a number cell, a missing column or more than ten layers is refused with the sheet, row and column. A table may give effective (buoyant) unit weights, γ′, as LPILE tables do, instead of Gamma: PileWise takes total unit weights and takes off γw below the water table itself, so it reads γ′ as the total weight above the water table and γ′ + γw below it (γw as the workbook gives it, else 9.81 kN/m³), and says so for you to confirm. This needs the water table depth in the workbook (or Water table: none); a layer that goes across the water table is refused: split it there.',
      },
      {
        title: 'Files and Excel downloads',
        body: 'Imported workbooks are listed under the Import button, downloadable by anyone who may view the project (reviewers included) and deletable by whoever may edit it. Excel downloads gives the project’s inputs as a workbook in the same templates (importing it again gives the same input), and the last finished run’s results as a workbook (summary per pier type and height, every check, the profiles of the governing combinations) or each table as CSV.',
      },
    ],
  },
  {
    id: 'project-details',
    title: 'Project Details',
    intro: 'The Details tab names the project and its site.',
    subsections: [
      {
        title: 'Fields',
        body: 'Project name and Client are required to save a project; Designer, Company, Project address, Latitude, Longitude and Notes are optional. A draft can be saved at any time.',
      },
      {
        title: 'Unit system',
        body: 'Imperial (ft, in, kip, psf, pcf, ksi) or metric (m, mm, kN, kPa). Every input and result of the project uses it.',
      },
      {
        title: 'Numeric fields',
        body: 'Numeric fields take digits, a decimal separator and, where negative values make sense, a minus. Where your browser\'s language writes decimal commas, "1,5" is 1.5; elsewhere a comma is refused with a message (it could be a thousands separator). A letter is never dropped silently: the field keeps what you typed and says what is wrong. Values you typed come back as typed; values typed in the other unit system or imported show at engineering precision. Scrolling the page never changes a value; clicking a field selects its text.',
      },
    ],
  },
  {
    id: 'project-input',
    title: 'Project Input',
    intro:
      'The Settings tab holds the General Settings (sections, yield strength, steel E, stress limit, deflection limits, embedment range, pile heights, and whether corrosion, seismic and frost are considered). The Input tab groups the rest in tabs: Soil, Vertical, Seismic, Pier Head Loss, Corrosion and Pile Head Loads. Every value is shown and typed in the project unit system. Each field shows the problem the design run would refuse it for; an input with problems can still be saved, and the run names what is left to fix. The Design input tab loads or downloads the whole input as a JSON file, or starts from an example project.',
    subsections: [
      {
        title: 'Soil',
        body: `Up to ${LIMITS.MAX_SOIL_LAYERS} layers, from grade down; soil types: ${Object.values(SOIL_TYPES).join(', ')}. A layer offers only the cells its soil type uses. Tables take a block copied from Excel: paste it into the first cell; rows are added as needed. A wide table scrolls sideways with its row number and first column (the layer’s name) kept in view; on a wide screen the live preview beside the tabs folds away to give the tables its width (the button beside its title), and stays folded in this browser until unfolded.`,
      },
      {
        title: 'Seismic',
        body: `Design codes ${DESIGN_CODES.join(', ')}. The Seismic tab is disabled while seismic is not considered (Settings), and hidden for the Nevados and Array Tech design modes.`,
      },
      {
        title: 'Corrosion',
        body: 'FHWA, Aggressive Romanoff or a custom loss. The tab is disabled when corrosion is not considered.',
      },
      {
        title: 'Design method and factors',
        body: 'Settings → Design method: ASD (allowable strength, the default) or LRFD (load and resistance factors), per AISC 360-16 B3; one method for the steel and the soil. Deflections are always checked under the service combinations. The vertical soil table gives nominal unit resistances (or allowable ones, when the geotechnical report already applied its factor). Nominal resistance becomes available resistance by a factor of safety (ASD) or a resistance factor φ (LRFD) chosen by the capacity basis (static analysis, or site load tests) and the load: compression, uplift from wind or seismic, and sustained uplift such as frost heave. Each default is shown with the code clause it rests on (IBC 1810.3.3.1, AASHTO LRFD Table 10.5.5.2.3-1); the ones whose primary text the engine team did not read are marked "engineer to confirm". Type your own value to replace a default: the report then says "project input".',
      },
      {
        title: 'Pile reveal details',
        body: "Settings → Pile reveal details. Post type is the section type; the Max Pile Reveal Heights are the pile heights above grade, one design each (at most 100 heights, and at most 5,000 pier designs, pier types × pile heights, in one run: split a larger site into projects; an embedment range makes at most 400 embedments). The Axis of Rotation is the height above grade of the tracker's torque-tube rotation axis, where the tracker maker's pier loads act. The Design Load Application says where the design takes the loads: As entered (the default: each load table's own load height, given with the Pile Head Loads), At the axis of rotation (every pier type's loads at the Axis of Rotation, which must be at or above every pile height: a post cannot stand above the axis it carries; not offered for Array Tech tables, which give their loads for each pile height at grade or at the pile head), or At the pile top (the loads as given act at the top of each pile). The design carries the loads to each pile top as a rigid post: V unchanged and M + V × (load height − pile height), the lift; for example 10 kN at an axis 1.6 m high on a 1.2 m reveal adds 10 × 0.4 = 4 kN·m. While the axis or the pile top is chosen, the load tables mark their load height as not used. The input summary, the result and the report state the application and the lift.",
      },
      {
        title: 'Steel check: effective length factor K',
        body: 'Settings → Sections and steel → K, strong axis and K, weak axis. The steel check takes the pile as a column fixed at its depth of fixity: Lc = K × (reveal + depth of fixity) about each axis, Lb = reveal + the strong axis’s depth of fixity, Cb = 1. Empty takes K = 2.1, the recommended value for a column fixed at its base and free to sway at its top (AISC 360-16 Commentary Table C-A-7.1, case (e)). Where you judge that the torque tube holds a pile top against sway about an axis, the table gives 0.8 (case (b)); a K from 0.5 to 10 is taken. Where a pier type meets the torque tube otherwise than the rest (a motor pier’s drive against a bearing pier’s), add it under “K per pier type” with its own K per axis; an axis left empty takes the project’s K. A pile whose Lc/r passes 200 in compression is flagged (AISC 360-16 E2 User Note), naming the K used. The depth of fixity is the first zero of deflection of the same section at the deepest embedment in range, under the same loads, so that a pile that passes passes deeper too; where it was read on that deeper pile, the working also gives this pile’s own first zero, for comparison with its profile (or LPILE’s).',
      },
      {
        title: 'Reversed loads',
        body: 'Wind and seismic act in either sense. Settings → Reversal says what the reversed case is: "whole vector" takes the case with a negative factor (every action reversed, the axial force too); "lateral mirrored" keeps the axial force and mirrors the shears and moments. The result states which one was used.',
      },
      {
        title: 'Vertical',
        body: 'A table by depth of the unit skin friction (down for compression, up for uplift) and the end bearing, as the geotechnical report gives them; above the lateral neglect depth and in the frost zone the skin friction is not counted for resistance, and frost heave adds an uplift on the pile in the frost depth.',
      },
      {
        title: 'Pier Head Loss',
        body: 'Shows the pile-head loads as the design mode reads them from your tables, per pier type and load case, before the combinations: the place to check that a Nextracker, Array Tech or Nevados table was read as you meant.',
      },
      {
        title: 'Load tests',
        body: 'The Load tests tab takes site tests (lateral ASTM D3966, uplift ASTM D3689, compression ASTM D1143) with their load-movement points and the test pile (section, embedment, load height or stick-up; its steel’s E when it is not the project’s Steel E). PileWise fits a p-multiplier and a skin-friction factor to them, draws the measured and computed curves, and, once you use them, designs with the calibrated soil and the load-test factors of safety or resistance factors.',
      },
      {
        title: 'Sections',
        body: "Min and Max Section bound the sections tried, from the AISC catalogue and your company's section library (Sections screen in the menu: I-shapes and pipes with their dimensions and, where the supplier gives them, tabulated properties, each with its source). Results and reports name a library section's source.",
      },
      {
        title: 'Tab colours',
        body: 'A tab is red when it has errors you have touched, grey when it is disabled or has errors you have not touched yet, and blue otherwise.',
      },
      {
        title: 'One editor at a time',
        body: 'While someone has an Active project open for editing, it is read-only for everyone else who could edit it; the project says who has it open, and opens for editing by itself once they close it. Unsaved input is kept when you look at another project, and the browser asks before you close the tab.',
      },
    ],
  },
  {
    id: 'project-result',
    title: 'Project Result',
    intro:
      'Run the design on the Result tab (Fast Lane, 100 elements, or Accuracy Lane, 500) and follow its progress. The pile design summary lists the lightest passing pile per pier type and pile height; select a row to read every check with its code clause and the graphs of deflection, bending moment, shear and soil reaction against depth. Generate the PDF report from there.',
    subsections: [
      {
        title: 'Running the design',
        body: 'Fast Lane uses 100 elements along the pile, Accuracy Lane 500; the answers agree closely, Accuracy Lane is for the final report. The run is queued on the server and its progress shown live; cancel it at any time. A run of exactly the same input as an earlier one of your company is answered at once from it, and says so. A run stores the input it used, so its report always matches it even if the input changes later.',
      },
      {
        title: 'Pile design summary',
        body: 'One row per pier type and pile height: the section, the embedment, the steel weight, the highest check ratio and the check that governs. Piers with no passing pile within the sections and embedments allowed say "No solution" and why. Beside each answer, the check that failed for the next lighter section and for the next shorter embedment tells you what set it.',
      },
      {
        title: 'Checks and their working',
        body: 'Select a row to see every check (deflections at the head and at grade, steel strength, compression, uplift, frost, seismic) with its demand, its capacity, the ratio, the governing load combination and the code clause. Open a check for its working: the intermediate values named as on a calculation sheet, in the project units. The four graphs show deflection, bending moment, shear force and soil reaction against depth for the governing combination, and the depth of fixity.',
      },
      {
        title: 'Steel strength and shear',
        body: 'The steel check is AISC 360-16 H1-1 (axial force with the moments about both axes) in the corroded zone, with its corroded section, and below it. Beside it, the shear of chapter G about each loaded axis: the web about the strong axis (G2.1), both flanges about the weak axis (G6), a pipe’s wall (G5), against the largest shear of each stretch. Under ASD both read an analysis at 1.6 × the ASD loads, divided by 1.6 (AISC 360-16 C2.1(4)).',
      },
      {
        title: 'Design constants',
        body: 'Under the warnings, “Design constants” lists what the run rests on besides your input: K of the steel check, the corrosion rates, the factors of safety or resistance factors of the vertical capacities, the stiff-clay k. Each gives its value in the project’s units, its source, whether the engineer is to confirm it, and the field that changes it. The report lists them after the design issues; the results workbook has them on a sheet of their own.',
      },
      {
        title: 'Engineer to confirm',
        body: 'Values the engine used by default whose source the engineer should confirm (some factors of safety and resistance factors) are flagged in the result and the report. Sending such a design for review, approving it or stamping it asks for an explicit acknowledgement with a note, which is kept in the review history and printed in the report.',
      },
      {
        title: 'Reports and downloads',
        body: 'Generate the PDF report of a finished run. It opens with the answer: the design summary, the run’s warnings and the design issues with their acknowledgements (and the load tests, when the project has them); then the inputs (each soil layer’s p-y parameters among them, as given or the default the design takes, marked) and the seismic working; then every check with its working and the four graphs per pier; then, as appendices, the pile head loads as entered and every load combination with its factors. A contents page, and the revision and run on every page. The JSON report has the same content. Excel downloads give the results as a workbook or CSV. A report made from an older run than the newest is marked "Older run".',
      },
      { title: 'Comments', body: 'Each project has a comments chat used during review.' },
    ],
  },
  {
    id: 'design-modes',
    title: 'Design Modes',
    intro:
      'Design modes follow the tracker company: Nextracker, Generic, Nevados and Array Tech. The modes allowed to you come with your account.',
    subsections: [
      {
        title: 'Choosing the mode',
        body: 'Choose the Design Mode on the Settings tab (Generic, Nextracker, Array Tech, Nevados; only the modes your Admin allows you). The Pile Head Loads tab then shows the tables of that company: Generic, a row per load type and load case; Nextracker, the pier types (exterior or interior tracker, load height) and the pile-head-load table with the load cases as columns and a row per pier type and force; Nevados, a row per pier and load case with transverse and longitudinal actions; Array Tech, the ground force tables as one table, a row per pier type, load case and pile height, with the column each action is read from, the moment factor and whether heights are interpolated. Every table takes a block pasted from Excel. Load case cells are a choice among D, L, Lr, S, R, W, E, Ev and the load cases you name.',
      },
      {
        title: LOAD_CONVENTIONS_TITLE,
        body: "P is the axial force, compression (down on the pile head) positive and uplift negative. Vx and Mx act about the pile's strong axis: Vx bends the pile about its strong axis and Mx is the moment about it at the load point, positive in the sense a positive Vx produces below the point (M = Mx + Vx·z). Vy and My are the same about the weak axis. Loads act at the load point, the load height above grade of each table, or where the Design Load Application (Settings, Pile reveal details) puts them: at the axis of rotation or at the pile top; service loads per load case before the combinations. Nevados files give transverse and longitudinal actions: transverse acts about the strong axis unless the switch says otherwise, and the file says which sense of the axial force is positive. Array Tech tables give forces at grade by default; the moment at the pile top is M at grade − V·h.",
      },
      {
        title: 'Seismic pier loads',
        body: 'The Nextracker mode uses the pier load table: the dead load of each wing per pile, exterior and interior trackers, left and right (lw_ext, rw_ext, lw_int, rw_int), Balanced or Unbalanced; an unbalanced table whose first two right-wing loads are zero gets a warning. The Generic mode uses a row per pier type (W, Dlz, Ez, Dly) and the tracker Load Case (W: E = Cs·W; Ez: E as given). Nevados and Array Tech files give E as a load case: the Seismic tab is hidden for them.',
      },
      {
        title: 'Custom load combinations',
        body: 'On the Settings tab, name the load cases with their ASCE 7 kind and whether they act in either sense, and write combinations as factors on them (load_combo_cases). With combinations they replace the code ones unless you keep both; each is taken literally.',
      },
    ],
  },
  {
    id: 'user-management',
    title: 'User Management',
    intro: 'Admins invite users by e-mail, assign roles and seats, and freeze or unfreeze accounts.',
    subsections: [
      {
        title: 'Roles',
        body: 'User designs projects; Sales works in Sales mode (imports lead); Reviewer reviews the projects sent to them; Super Reviewer approves for stamping and stamps; Admin manages the users and the subscription, and designs too. The company always keeps an Admin.',
      },
      {
        title: 'Inviting a user',
        body: 'Add user takes a free seat and mails the new user a 6-digit code and a link to the verification page. The code is valid 7 days, until they set their password: one who stops after Verify can come back and verify again. The user table shows them as Invited until then, then Active. If the mail is lost, Resend the code on the verification page mails the invitation again.',
      },
      {
        title: 'Seats and freezing',
        body: 'Freezing a user signs them out and frees their seat; unfreezing needs a free seat. Design permissions (the design modes and section types a user may use) are set per user from the table.',
      },
    ],
  },
  {
    id: 'transactions',
    title: 'Transactions',
    intro:
      "Admins see the company's invoices and payments: date, description, amount, status and a link to the invoice on the payment provider's site.",
    subsections: [
      {
        title: 'Plan and seats',
        body: `After the ${LIMITS.TRIAL_DAYS}-day trial the Pro plan costs $${LIMITS.PRICE_PER_YEAR_USD} a year for the Admin and ${LIMITS.INCLUDED_USERS - 1} users, and $${LIMITS.EXTRA_USER_PER_YEAR_USD} a year per extra user; invoices are due in ${LIMITS.INVOICE_DUE_DAYS} days. Manage subscription (Admin) shows the plan, the seats used and bought and the renewal date, and subscribes or buys seats through the payment provider. When the plan has ended everyone can still sign in and read every project; saving, running and reports wait for a subscription.`,
      },
      {
        title: 'Cancelling',
        body: "Cancel the subscription on the payment provider's payments page; fees are not refunded.",
      },
    ],
  },
  {
    id: 'my-queue',
    title: 'My Queue',
    intro:
      'Reviewers see the projects sent to them, with the filters Request for Review, Revise Project and Review in Progress.',
    subsections: [
      {
        title: 'Reviewing',
        body: 'Open a project from the queue: it opens read only on the run that was sent for review, with its report. Starting the review sets it Under Review. Read the checks and their working, comment in the project chat, download the report and the files the owner attached.',
      },
      {
        title: 'Approve or reject',
        body: 'Approving sends the project to stamping; rejecting requires a comment and returns it to its owner for a redesign. A design with piers without a solution or values flagged "engineer to confirm" needs your acknowledgement with a note.',
      },
      {
        title: 'Stamping',
        body: 'A Super Reviewer takes an approved project for stamping, uploads the stamped report and approves the stamping, or sends the project back with a comment when it needs a revision.',
      },
    ],
  },
  {
    id: 'activity-log',
    title: 'Activity Log',
    intro:
      'Every change to a project is logged: who, what and when. Admins see the whole company’s log; others see their own.',
    subsections: [
      {
        title: 'What is logged',
        body: 'Creating, saving, cloning, sharing, enabling, disabling and deleting projects; runs and reports; every review and stamping step with its comment; user invitations, role changes, freezes and subscription changes.',
      },
    ],
  },
  {
    id: 'account-settings',
    title: 'Account Settings',
    intro: 'Change your password here. Every other signed-in session of your account is then signed out.',
    subsections: [
      {
        title: 'Signing in safely',
        body: 'Type your current password, then the new one twice. Sign-in refuses an account after too many wrong passwords in an hour, from whatever addresses they come; reset the password by mailed code to get in sooner. Logout ends the session on the server.',
      },
    ],
  },
  {
    id: 'my-profile',
    title: 'My Profile',
    intro: 'Your personal details, address and picture; admins also edit the company name.',
    subsections: [
      { title: 'Avatar', body: 'If your picture cannot be loaded the header shows your initials.' },
    ],
  },
  {
    id: 'notifications',
    title: 'Notifications',
    intro: 'Review and stamping events arrive as notifications, newest first, with a New tag until read.',
    subsections: [
      {
        title: 'Reading them',
        body: 'The bell in the header counts the unread ones. Opening the Notifications page marks them read; they keep their New tag until you leave the page. Select one to open its project.',
      },
    ],
  },
  {
    id: 'help-support',
    title: 'Help & Support',
    intro: `Write to us with Contact us (in the footer) or Contact support (under your avatar), or at ${SUPPORT_EMAIL}. Tell us the project name, what you did and what you expected.`,
    subsections: [
      {
        title: 'Contact form',
        body: `Choose the kind of message (${CONTACT_MESSAGE_TYPES.join(', ')}), give a title and the message, and attach a file if it helps (${CONTACT_FILE_EXTENSIONS.join(', ')}; at most ${CONTACT_FILE_MAX_BYTES / 1024 / 1024} MB). The answer comes to your e-mail address.`,
      },
      {
        title: 'Guided tour',
        body: 'The first time you open a project a short tour shows its tabs, the run and the side panel. Skip it at any step; restart it with Take the tour under your avatar.',
      },
      {
        title: 'Blog',
        body: 'The blog has notes on the engineering behind PileWise and on new versions; it is open to everyone.',
      },
    ],
  },
  {
    id: 'logout',
    title: 'Logout',
    intro: `Open the menu under your avatar and choose Logout: the session ends on the server too, so a copied sign-in stops working. You are also signed out after ${LIMITS.IDLE_TIMEOUT_MS / 60000} minutes without activity.`,
    subsections: [],
  },
];

/** Every version listed is built; the newest is 'Current'. */
export type ReleaseNote = { version: string; status: 'Current' | 'Released'; items: string[] };

export const RELEASE_NOTES: ReleaseNote[] = [
  {
    version: 'Version 3',
    status: 'Current',
    items: [
      'Review and stamping workflow: send for review (once the current input has a finished run and its report), approve, reject, send for revision, approve for stamping and stamp, with the review history.',
      'Comments on each project, notifications (marked read when you open them) and the dashboard.',
      'User management: invite users by e-mail (the code is valid 7 days, until the password is set), roles, design permissions, seats, freeze and unfreeze.',
      'Blog, contact form, a guided tour of the project screen, and the project side panel as a drawer on narrow screens.',
      'Live preview beside the Settings and Input tabs (wide screens): the lateral analysis of the chosen pile, updated as you type, computed in your browser; the design run remains the answer.',
      'Stamping calculator: a one-page calculation sheet of a single pile, as a PDF to stamp; compare two projects or revisions; the printed project output of every pier case.',
      'Axis of Rotation and Design Load Application in the pile reveal details.',
      'Speed: a run of an input already run answers at once with its result; a project screen opens from what the server keeps in memory; a run starts sooner; a design solves a fifth to two fifths fewer lateral analyses (mirrored load cases once, the depth of fixity only where the steel check could govern), with about 45 % fewer Newton iterations each.',
      'The guided tour waits for your first saved project, so the first click on Save project saves it.',
      'Speed: a design takes about a tenth less computing time (the soil springs evaluated in batches, the depth of fixity solved one axis at a time); a run’s result is sent compressed as it is stored, and a short run writes only its start and its end.',
      'Speed: steel checks write their working only when it is shown, and the design threads collect garbage less often: a tenth to a fifth less computing time a design; a run’s end is one database statement.',
      'Speed: a lateral analysis starts from the piles already solved for the same wind at other dead loads (the line through them along the axial load), so most combinations of a pier converge in one Newton iteration: about a tenth fewer iterations a design, its numbers the same within the solver’s tolerance; a run’s start makes five database statements instead of ten.',
      'Speed: the design threads warm up when the server starts (they design one pier), so the first run after a start takes about a quarter less time; the engine’s command line through npx starts about a tenth faster (no npm update check or log file per call).',
      'Results: the profiles against depth (deflection, rotation, moment, shear, soil reaction) are given to 6 significant figures, in the graphs, the report and the results workbook; the digits past the sixth were below what the solver resolves. Headline numbers and checks keep every digit. A result is about half the size, so it opens sooner.',
      'Soil profile: the Gamma water hint gives its default in pcf as well as kN/m³ (62.4 pcf, 9.81 kN/m³).',
      'Results: “What set the answer” says that the next lighter section fails at every embedment, and names its failing check at the deepest one tried.',
      'Speed: the lateral solver’s residual multiplies where it divided, a few percent less computing time a design; its numbers move only in their last digits (within round-off).',
      'Results: the aggressive Romanoff corrosion defaults are named once among the warnings, in the list of defaults to confirm (with their source in the design constants table), no longer also in a corrosion warning of their own.',
      'Input errors: a section that is neither a catalogue name nor a known kind of section says what would do (a name such as “W6x9”, or kind catalog, user-W, user-properties or pipe) instead of “Invalid input”; a dimension that is not positive is reported once.',
      'Input errors say what is wrong in one wording everywhere (the API, the design, the lateral and calibration inputs): “page: must be a number”, “limit: must be ≥ 1”, “sort: must be one of …”, where the API said “Invalid input: expected number, received NaN” or “Too small: expected number to be >=1”; a message written for a field is kept as written.',
      'Report and Result tab: the steel check’s working gives lengths of the cross-section (rts) in inches or mm, as AISC’s tables do, no longer in feet; the design summary explains “No solution” only when a pier has none.',
      'Seismic: the weak-axis switch says what it does (it sets the axis of case E in custom combinations; the code combinations check E about both axes), on the Seismic tab and in the report’s design input, where a bare “Axis: weak axis” read as if E were checked about one axis only.',
      'Report, seismic working: the flat roof snow load pf in psf or kPa (it read ksi), and each pier’s “How” says where W comes from in words, its numbers in the table’s columns in the project’s units (it read “0.1536 × 5100.0 N” in a report in kips).',
      'Results workbook: each column shows its numbers as the app does (ft to 0.1, lb whole, kip to 0.001, ratios to 0.001), each cell keeping every digit; it showed 4.00262467191601 ft.',
      'Steel check working: where the depth of fixity came from is said in words, the embedment of the pile it was read on in the project’s units (it said “(4.5 m)” in a report in feet); the fixity depths are labelled “Depth of fixity, strong axis” and “weak axis”.',
      'A pier without a passing pile says why in the project’s units in the report, the stamping sheet and the results workbook, as the Result tab does (“… fails at W6x25, embedment 14.8 ft under …: ratio 1.23 > 1.00”); they gave the embedment in metres.',
      'Input problems and warnings of an imperial project give their lengths in feet (“must be ≥ Min Embed (4.92 ft)”), on the Settings and Input tabs, in the stamping calculator and in a run’s progress and messages (“Pier SAP h=4.49 ft: W6x9 L=11.5 ft”); they gave the engine’s metres.',
      'Stamping calculator: Calculate waits while the example loads (“Start from the example” shows it loading); a click meanwhile computed the blank sheet, and the example’s arrival then cleared the answer.',
      'Settings: a Max Embed below the Min Embed says “must be ≥ Min Embed (4.92 ft)”, naming the field by its label; it named the engine’s minEmbed_m.',
      'Report and Design input tab: the Project of the design input is the project’s own name, as on the report’s cover; it showed the name the input carried (an example’s, or the project’s before a rename).',
      'Speed: the design looks its lateral analyses up by their numbers rather than by keys written out as text (same results to the byte): the memo’s own share of a design’s computing time halves, to about 3 %.',
      'API: a run started with “Prefer: wait=<seconds>” (RFC 7240, at most 30 s) is answered finished, with its result, when it ends within the wait (200); a longer run is answered at once as before (202), to follow on the socket. The Result tab asks for 10 s, so most runs need no second request for their result; a script needs no socket.',
      'Result tab: while a new run goes, a note above the result says that the result shown is an earlier run’s (its number, lane and finish time) and that the new run’s result replaces it when the run finishes, or which run to choose to follow one started elsewhere.',
      'Forms: a value left out of the input shows what the design takes for it: an empty choice reads “ASD (…) (default)”, a soil layer without its loading “Static (default)” (the examples’ layers read “Choose…”), a switch its default (seismic about the weak axis: on; it showed off), an empty number its default as a hint (Stress Limit 1), also where the engine applies it in use: Gamma water 62.4 pcf, P-Factor 1, Lateral Neglect 0, the snow factors Ce 1.0 and Ct 1.2, and an empty Cycles cell of a cyclic stiff clay 100.',
      'Command line: --units us prints the lateral, design and calibration summaries in ft, in, kip and kip·ft (pilewise lateral case.json --units us); the input, the JSON and the CSV stay in SI.',
      'Profile charts: the first and last value labels above a panel sit inside it; in the live preview the deflection panel’s last label ran into the moment panel’s first (“0.5-6”).',
      'Result tab: the pile design summary is dense: the governing check named in a few words (“Steel strength”, “Deflection at top, weak axis”; the full name on hover and in the pier’s check table), a row in one or two lines on a 1440 px screen (it took four, a Nextracker pier up to six), and no sideways scroll at 1280 px.',
      'Result tab: a check’s chevron (show the working) keeps its size beside a name in two lines; it was squeezed to a sliver.',
      'Result tab: a pier’s check table is dense as the summary is, its clause text in the widest column: the generic example’s tallest row went from 255 to 155 px at 1440 px, and the table fits a 1280 px screen without a sideways scroll.',
      'Report: the design summary comes first, on page 3, with the run’s warnings and the design issues (a warning that needs an engineer’s confirmation listed once, as an issue); the inputs and the load tables follow it (in a Nextracker report the summary was on page 62, after the load combinations).',
      'Review: a pier without a solution is named at its pile height in the project’s units (“SAP at 4.5 ft”; it read “at 1.37 m” in an imperial project), in the project panel, the acknowledgement recorded in the history, and the report.',
      'Result tab: a check’s clause text keeps the method, the factor, the code clause it rests on and “engineer to confirm”, the factor’s explanation cut (it is in the working, “Factor from”, and on hover): the axial compression row went from seven lines to four. The stamping sheet cuts it the same way, so it now names the clause (IBC 1810.3.3.1.5) it left out; the report keeps the whole text.',
      'Report: the pile head loads as entered and the load combinations are appendices after the piers (Appendix A and B); between the input and the first pier they took 55 of a Nextracker report’s pages. Each pier’s checks name their combination with its factors.',
      'Results: a pier whose steel check puts the pile in compression with Lc/r over 200 says so among its warnings (AISC 360-16 E2 User Note: preferably not over 200; the flexural buckling itself is in the steel check). Several Nextracker and Array Tech example piers reach 204–217. A pier’s warnings give its pile height in the project’s units, on the Result tab and in the report.',
      'Speed: the project editor loads the Settings, Input and Result tabs and the live preview while you read the project, and shows them at once when opened: opening the Input tab to the preview’s first answer went from about 1.0 s to 0.5 s, and the Result tab to its first pier’s charts from 0.6 s to 0.25 s (React held a lazily loaded part back some 300 ms after its loading spinner).',
      'Projects: with no projects yet, “Open an example project” makes one of the four example sites (Generic, Nextracker, Nevados, Array Tech) a project of your own, named, located and in the units the example gives, and opens it on its Result tab, ready to run. A project link may name its tab (…&tab=result).',
      'Keyboard: a table wider than its panel (the pier head loads of Pier Head Loss beside the live preview, the projects, sections, stamping, activity and input-problem lists on a narrow screen) is a named region that Tab reaches and the arrow keys scroll; the pier head loads could only be scrolled with a mouse.',
      'Input tab: “Ready to run” reads in dark text beside a green mark; its green text was 4.36:1 on white, below the 4.5:1 of WCAG AA (axe, on the Input tab of a saved example).',
      'Input tables (soil layers, vertical capacity, pile head loads): the row number and the first column (the layer’s or the pier’s name) stay in view when the table scrolls sideways; at the soil table’s far end you still see which layer a cell is of.',
      'Input tabs: the live preview folds away to a strip at the right (its button beside the panel’s title), and stays folded in this browser until you unfold it: beside it at 1440 px the soil table showed 4 of its 17 columns, folded it shows 8.',
      'Settings: K of the steel check about each axis (Sections and steel: “K, strong axis”, “K, weak axis”), Lc = K × (reveal + depth of fixity). Empty takes 2.1, a pile fixed at its depth of fixity with its top free to sway (AISC 360-16 Commentary Table C-A-7.1 (e)); where you judge the torque tube holds the pile top against sway about an axis, the table gives 0.8 (case (b)). The input summary, the steel check’s working (Kx, Ky) and the Lc/r warning name the K used. On the Nextracker example a weak-axis K of 0.8 clears all 10 Lc/r warnings and lightens two motor piers (W8x15 → W8x13, W8x18 → W8x15).',
      'Result tab and report: the design constants a run rests on (K of the steel check, the corrosion rates, the FS or φ of the vertical capacities, the stiff-clay k) are listed with their values in the project’s units, their sources, “engineer to confirm” where the engine flags it, and the field that changes each (“Settings › K, weak axis”, “Input › Vertical, FS compression”). On the Result tab they fold under “Design constants (n)”; in the report they follow the design issues. The result carried them before, but no screen or page showed them.',
      'Speed: the dashboard fetches its charts while it fetches its numbers and draws them as the numbers come: opened from the navigation to both charts drawn went from 458 to 160 ms. The stamping calculator loads its profile charts while the sheet is filled in, so they show with its first answer.',
      'Command line: pilewise design prints each pier’s warnings (the Lc/r note, say) after the run’s, naming the pier and its pile height; they were only in its --json output.',
      'Design: the steel shear of AISC 360-16 chapter G is checked with the steel strength, on the same analyses (ASD at 1.6 × the loads, ÷ 1.6): about the strong axis on the web (G2.1; a rolled W shape with a stocky web φv 1.00, Ωv 1.50), about the weak axis on both flanges (G6), a pipe on its wall (G5); the peak shear of each stretch (the corroded zone with its corroded section) against its section. The result lists “Steel shear, strong axis” and “weak axis” with their working (Vr, Vn, Vc, Aw, Cv1 or Cv2). No example’s design changes: their shear ratios reach 0.25.',
      'Stamping calculator: K of the steel check about each axis, as on a project’s Settings (2.1 when empty).',
      'Report: “With the load tables (appendices)” beside Generate report; unticked, the report leaves out the pile head loads as entered and the load combinations (over 50 pages of a Nextracker report), says so on its cover, and is named “… rev N without load tables.pdf”. The API takes { loadTables: false } on POST /api/report/generate/:id and generateJson.',
      'Results workbook: a “Design constants” sheet (also as CSV) lists the run’s design constants as the Result tab and the report do.',
      'Settings: the fields fill the width the form has, in columns at least 190 px wide; beside the live preview at 1440 px they were four narrow columns by the screen’s width, and the choices read “100 (Fast Lane” and “LRFD (φ; soil: r”. The Design Method reads “ASD (Ω; soil FS)” and “LRFD (φ; soil φ)”, its description saying what they mean.',
      'Settings: K of the steel check per pier type (Sections and steel → “K per pier type”): a row for a pier type whose pile top the torque tube holds otherwise than the rest, its K per axis; an axis left empty takes the project’s K. A pier type the load tables do not define, or given twice, is named on its row. The row’s K is in the steel working (Kx, Ky), the input summary, the design constants (“Settings › K per pier type › row 1, K, weak axis”) and Compare (a row matched by its pier type). On the Nextracker example a weak-axis K of 0.8 for the motor piers MP-INT and MP-EXT alone lightens both (W8x15 → W8x13, W8x18 → W8x15) and leaves every other pier as it was.',
      'Input problems: a problem names its field and row as the form does (“Soil › Layer #3 › Phi”, “General Settings › K per pier type, row #2 › Pier type”), not by the input file’s keys (“layers #3 › phiDeg”); the file’s path stays beside it in the lists of problems.',
      'Steel check working: where the depth of fixity is read on the deepest pile in range, the working also gives this pile’s own first zero of deflection under the same analyses, for comparison with its profile; on the generic example they lie within 0.1 m of each other (SAP at 4.0 ft: 3.97 against 3.67 ft).',
      'Speed: the beam-column matrix of each analysis is made from the pile’s own in one pass (K_e − P·K_g), no longer element by element, and a pile’s arrays and a solution’s shears are cut from shared blocks of memory rather than each its own (1,542 blocks a design → 189): a design of the generic example takes about 9 % less computing time (69.7 → 63.5 ms, median of 5 processes); results move only in their last digits (≤ 3.5·10⁻¹⁰).',
      'Input tables: a row just added (Add row, Add layer, Add pier type …) shows its cells’ problems once you edit one of its cells; an empty new row showed “required” in every cell at once. The input’s problem list still names it, so nothing is run past.',
      'Input: while an edit is still being checked, the bar above the forms reads “Checking the input…”; right after Add layer it read “Ready to run” for a moment, with the new row’s required cells still empty.',
      'Runs: a load or combination factor so large that a combined load is beyond a computer’s number range (a factor of 1e308, say) is refused before the run, naming the pier type, the pile height and the combination; the run failed with “solver: axial load must be finite”.',
      'Input: the forms check the input as a run does, the design problem’s set-up included (a combination beyond a computer’s number range, tracker data that does not fit the pile heights): “Ready to run” now means the run starts; those problems showed only when Run design was refused.',
      'Speed: a design keeps a pile height’s lateral analyses only while it designs that height: at 500 elements a two-height site’s design holds at most 55 MB where it held 74 MB (same numbers to the bit).',
      'Speed: a design’s soil springs take a third of the memory they took (the p-y curves as small objects of numbers, no longer a bundle of functions): on the generic example a fifth less time spent collecting garbage a design (15.6 → 12.4 ms of pauses), the same numbers to the bit.',
      'Self-hosting: `npm start` on a new embedded database makes it in a thread that then ends: the server’s memory idle after its first start went from 937 to 534 MB (PGlite’s initdb grew its memory by some 400 MB, which the process kept until restarted).',
      'Messages such as “Design input saved” show at the bottom right; at the top right they covered the menus and a project’s Compare and Output links for their two seconds.',
      'Input problems: a pile head load value is named as its table shows it: “Pile head loads › Load #3 › W30” (the Nextracker load case over it), and an Array Tech value by its row in the one table the form shows and its column (“Row #5 › Moment X”); they read “nextracker › Row #3 › values #2” and “Ground force table #2 › Row #2 › values #3”.',
      'Engine: analyses in weak rock with a stiff rock mass (a rock modulus of a few GPa), in liquefied sand, and in stiff clay with free water or cemented c-φ soil whose straight start ends below 1 µm converge. Newton’s iteration took the springs of these curves as their secant at 1 µm of deflection, a tenth to a hundredth of their true stiffness, and no analysis converged even under 10 N (a property test now holds 10 N in every soil model): a design on such a site reported “no solution” for every pier (a fuzzed site with 2 m of such rock under soft clay: every pier designed, in 0.5 s where it took 16 s to find none). Every other soil gives the same numbers to the bit.',
      'Engine: where a pile cannot hold its loads, the search for the fraction of them it holds gives up an attempt once 5 iterations running found no step that reduces the out-of-balance forces; those attempts ran to 100 iterations each. A fuzzed site that holds no pier (stiff clay and liquefied sand under large loads) is designed in 2.4 s where it took 21 s. The fraction found is, as before, one the pile is shown to hold; where an attempt would have converged after a long stall it is now lower (6 of 3,776 fuzzed piers, all on sites where no pile passes: the soil holds 42 % of the steel check’s 1.6 × loads, not 50 %), and the reason reads “no step reduced the out-of-balance forces in 5 iterations running”. Every design of those 3,776 piers (section, embedment, pass or not) is the same, and the examples’ numbers are the same to the bit.',
      'Design search: a pile whose analysis fails to converge at the full loads in one go, but reaches them when the loads are applied in steps, holds them and is judged on that analysis; the search dropped it as if the soil could not hold the loads. On fuzzed sites 7 of 1,264 piers came out one or two embedment steps too long (a site of sand over liquefied sand over vuggy limestone: W6x20 at 3.25 m, now 3.0 m). The examples’ designs and numbers are unchanged; a design of the generic example computes some 6 % more.',
      'Speed: where a pile cannot hold its loads, the search for the fraction of them it holds no longer tries again, after each step that converges, the fraction that failed; it halves the interval below it, and tries it once more only from the nearest step: some 30 % fewer iterations for such an analysis (150 random sites designed in 70 s where they took 92 s), and with other trims (a progress line made only when shown) about 5 % fewer instructions a design of the generic example, the same designs and numbers there.',
      'Speed: the engine no longer makes small functions afresh at every design step (load combinations, meshes, check order), which the JavaScript engine compiled again after most memory collections: a warmed-up design of the generic example compiles about a tenth as much as it did (1.8 ms of computing time a design where it took 9.5 ms, run as a library or from the command line; the server’s design threads collected rarely enough to see little of it), its results the same to the last digit.',
      'Results: a ratio just over its limit is shown with the decimals that show it over (1.003, not 1.00), on the Result tab, in the report, the stamping sheet and “What set the answer”; a pier without a passing pile no longer reads “ratio 1.00 > 1.00”. Other ratios keep two decimals.',
      'Results: the governing ratio of a pier (the design summary, the report’s summary and pier pages, the stamping sheet) is read against its own check’s limit: with a Stress Limit of 0.9, a steel check failing at 0.9031 reads 0.903, where it read 0.90.',
      'Excel downloads: the inputs workbook is offered once the project has a saved input (“The saved input”); on a new project the item says “No input saved yet”, where the download failed after the click with “the project has no design input yet”.',
      'Soil types written as LPILE names them are read, in an imported geotechnical workbook and in a block pasted into the soil table: “API Sand (O’Neill)”, “Stiff Clay w/o Free Water (Reese)”, “Silt (Cemented c-phi)”, “Liquefied Sand (Rollins)”, “Strong Rock (Vuggy Limestone)” and the others; such rows were refused as “not a soil type”. A name that could be two models (“Sand”, “Stiff clay”) is still refused, with examples of the names read.',
      'Imports: a table whose units stand in a row of their own under its headers (Top over (ft), Gamma over (pcf)), as geotechnical reports lay them out, is read; it was refused as “names no unit”. Layer columns headed Top of layer and Bottom of layer are read. A column headed γ′ or Gamma′ (an effective unit weight) was read as the total unit weight Gamma, which took the water’s weight off twice below the water table; it is refused now, as one headed Effective unit weight is, saying why and asking for total unit weights.',
      'Results: a clay layer left without ε50 takes it from the class tables by its strength; the design now lists that value among its design constants, “engineer to confirm”, with the table it comes from and the field that replaces it. The tables step at each class boundary: with Reese’s stiff clay with free water, a clay entered at 100 kPa rather than 99 kPa has its resistance at 5 mm deflection cut by two thirds, so give ε50 from the site’s tests where a clay sits near a boundary.',
      'Engine: the ε50 class tables are bounded at 0.25, 0.5, 1 and 2 tsf (500, 1,000, 2,000 and 4,000 psf), the units of their sources, where they were bounded at the rounded 24, 48, 96 and 192 kPa (100 and 200 kPa for stiff clay with free water). A clay left without ε50 and entered at 2,000 psf, on the 1 tsf boundary, took the softer class’s 0.006 (0.007 with free water) where the tables give 0.005. Only such clays’ numbers change.',
      'Soil table: an empty e50 cell of a clay shows the ε50 the design will take from its c_u (greyed), and an empty Kpy cell of a stiff clay with free water its k from the class table, as other empty cells show their defaults.',
      'Design constants and the input summary: a small dimensionless value shows to three significant figures (an ε50 of 0.005, a Krm of 0.0005), where two decimals showed 0.01 and 0.00.',
      'Input: a value imported from a workbook in other units shows as it was written there: an Erm of 50,000 psi reads 7200000 psf, where it read 7199999.99999 (the import keeps 12 significant figures).',
      'Engine: a stiff clay with free water left without k takes it from Reese, Cox & Koop’s table in its own units, 500, 1,000 and 2,000 pci (k_c 200, 400, 800) at the classes’ mid-points 0.75, 1.5 and 3 tsf, where it took the SI table’s roundings (135, 270, 540 MN/m³ at 75, 150 and 300 kPa): a 3,000 psf clay, in the middle of the 1–2 tsf class, took 952 pci where the table reads 1,000. Its range warning is 0.5–4 tsf (it was 50–400 kPa), and the design constants give c_a in tsf too. Only such clays’ numbers change, by up to 5 %.',
      'Input: a value entered in the other unit system shows at engineering precision in every field: the example’s rock modulus of 250 MPa read 5221358.55829 psf in a project in US units (its q_u beside it read 52200); it reads 5220000. A value typed in the field’s own unit still comes back exactly as typed.',
      'Results: the “engineer to confirm” warning gives each default to four significant figures, and a stiff clay’s k in pci too (“271.4 MN/m³ (1000 pci)”), the unit of the table it comes from; the design constants table keeps the full value and shows it in the project’s units.',
      'Report and Design input summary: a second soil table, “p-y parameters by layer”, gives each layer’s ε50, k or k_rm, E_rm, RQD, J, p-multipliers, loading and cycles, each as given or, marked “default”, the value the design takes (the class tables’ ε50 and k by the layer’s strength, a sand’s k from the API chart by φ above and below the water table, Matlock’s J of 0.5, a k_rm of 0.0005, 100 cycles). The report showed only the strength, so a checker could not read the ε50, the rock modulus or the RQD a design rested on. The soil table’s empty J and Krm cells show their defaults too.',
      'Soil table: an empty Kpy cell of an API or Reese sand shows the k the design takes, the API chart’s by φ above the water table or below it (greyed, and updated when the water table moves); a sand across the water table takes both, which the input summary and the report give.',
      'Soil table: J can be given for every clay whose ultimate resistance has Matlock’s shallow term J·z/b: the API soft clay polyline, stiff clay without free water (Welch & Reese) and the modified stiff clay, as well as Matlock’s soft clay. The design used J there (0.5 when left out), but the cell was shut, so it could not be changed from the forms.',
      'Settings: E of the steel (Sections and steel: “Steel E”) can be given. AISC 360-16 gives E = 29,000 ksi (200 000 MPa), 0.03 % apart; PileWise took 200 GPa (29,008 ksi) with no way to change it, so an engineer matching an LPILE run at 29,000 ksi could not. Empty still takes 200 GPa (the field shows 29008 ksi, with its source); a value from 150 to 250 GPa is taken, for the pile’s EI in every analysis and for every AISC check that reads E. The design constants, the input summary and the report’s run settings give the E used, to five significant figures like the steel check’s working (29008 ksi, where the working read 29010 and three figures would read AISC’s 29,000).',
      'Result and Design input tabs: a saved input with problems left (the forms may save one) says how many and where to fix them, on the Settings and Input tabs where each field shows its problem; it said “correct it in the Design input tab” and “load a corrected file”, though that tab only lists them and the input came from the forms.',
      'Stamping calculator: the pile’s steel can be set as on a project’s Settings: Design Method, Yield Strength and Steel E, beside K; the sheet took ASD, 50 ksi and 200 GPa with no way to change them. The sheet’s title block gives E with Fy.',
      'Load tests: a test pile takes the project’s Steel E when its row gives none, and a row may give its own (“Steel E”, 150 to 250 GPa as on Settings). The Davisson line’s elastic shortening P·L/(A·E) and the test pile’s EI in a lateral fit took 200 GPa whatever the project said. The Load tests tab and the report list each test’s pile as the fit took it (section, embedment, E), and the lateral misfit and the axial failure load in the Load tests tab now carry their units (they read “RMS misfit 0.12 (3.1 % of the largest)”). A test’s problems are named where the table shows them, “Test 1 › Embedment: is required”, where they read “tests[0].embedment_m: Invalid input: expected number, received undefined”; a new test is loaded 3 ft above grade in a project in US units (it read 2.95276 ft), and its empty Steel E cell shows the project’s E.',
      'Imports: a geotechnical table that gives each layer’s depths as a range in one column (Depth (ft): 0 - 3, 3–8, 8 to 20), as report tables do, is read, for the soil layers and for the vertical table (whose rows must then follow on); it was refused as “missing column Layer end” and “is not a number”. A column headed LPILE Soil Model is read as the soil type, and a site value written with its unit (Groundwater depth | 12 ft) is read; it was refused as “names no unit”. Units as logs write them are read too: a depth below ground surface (ft bgs, m BGL, ft below grade) and plurals in ratios (lbs/ft³, kips/ft²). A vertical table whose headers say the basis of their values (Allowable uplift skin friction, Ultimate end bearing) sets the table basis to allowable or nominal, saying so in the preview; a Table basis label still decides, with a warning when the headers disagree, and headers that mix the two are refused. Such headers were refused as missing columns, and allowable values would have been taken as nominal and divided by the factor of safety again.',
      'Imports: a workbook imported into a project with no input saved yet is laid over the input its forms start from (W6, 5 to 15 ft of embedment, ASCE 7-16, in the project’s units); it became the whole input, so the forms then asked for the project, the General Settings and the pile heights as “is required”, with no defaults to start from.',
      'Security: reading an uploaded workbook takes time in proportion to its cells: a header cell of 32,767 brackets took some seconds for each column name it was compared with, a number cell of 32,000 digits and a sign five seconds, so one crafted workbook held the server for over a minute (66 s for 200 such cells, now 14 ms). Headers are split by index, a cell longer than 120 characters names no column, and numbers are read by a pattern that cannot backtrack.',
      'Imports: a depth range with a note in brackets after it (20 - 30 (EOB)) is read as the range; it was refused as “not a depth or a range”.',
      'Imports: a soil table that gives effective unit weights (γ′, as LPILE and report tables do) is read: γ′ above the water table and γ′ + γw below it, said in the preview for the engineer to confirm and kept with the workbook (listed under it on the Input tab, in the report after the design’s issues, and in the activity log); it was refused as missing Gamma. Groundwater: not encountered reads as no water table, and a Soil or Stratum column as the layer’s name. The geotechnical template and the inputs workbook no longer carry an empty Depth column.',
      'Security: a row of units under a table’s headers is read by index: a cell of one bracket and spaces took the server hours (90 s for 8,000 characters, growing with their cube), where now a crafted workbook of 32,000-character cells is read in 2 ms. A column name of a saved input made of a long run of spaces no longer holds the server while the report lists the loads as entered.',
      'Imports: a column headed with its symbol after the name, as report tables head them (Friction Angle, φ′ (deg); Undrained Shear Strength, Su (psf); Subgrade Modulus, k (pci); Total Unit Weight, γt (pcf)), is read; such tables were refused as missing columns. A symbol that changes the quantity (γ′, γsub, c′) is not passed over.',
      'Imports: a layer whose soil type is an LPILE p-y model PileWise does not have (Massive Rock, Elastic Subgrade, Loess …) is refused saying so, where it read “not a soil type”.',
      'Imports: when the water table is changed after a soil table’s effective unit weights were made total with it, the Soil tab says so under the soil profile as you type, naming the depths between which the layers now hold the wrong unit weight; so do the workbook’s entry under Imported workbooks, the Result tab and the report (engineer to confirm).',
      'Result tab: what the imports of the project’s workbooks decided for the engineer to confirm (effective unit weights made total, a table basis read from headers, a water table moved since) is listed beside the result, as the report lists it after the design’s issues.',
      'Imports: more units are read in headers: lb/sq ft, kips/sq ft and lb/sq in for pressures; kci, kip/in³, kcf and MPa/m or kPa/m for a modulus of subgrade reaction; kip/ft³ for a unit weight. They were refused as not a unit of the column.',
      'Imports: an Su column is read as a clay’s Cu, its undrained shear strength, as geotechnical reports write it (the preview says so); it stays the rock’s shear strength for vuggy limestone. A clay imported under Su was left without its strength.',
      'Input check: a soil layer without a field its model needs (a clay’s Cu, a sand’s φ), a vertical row above the one before it and a missing custom corrosion loss are told while another group, such as the pile head loads, is still to be entered, and in the import preview of a new project; they showed only once the rest of the input was complete.',
      'Imports: a workbook previewed as the wrong file kind (a Nextracker load file as the geotechnical report) is refused saying which kind it reads as, with a button to preview it as that kind.',
      'Editor: a saved design input holding a value of another type (a list where the rows stood, a pile height list that is not one, an empty entry among the own sections or the Array Tech tables) opened on a blank page; such an input now opens and the check names what to fix. A load as small as 4e-266 in a table blanked the page too (it shows as 0). So did a saved input whose unit system was neither imperial nor metric, on the Load tests tab. The server answered 500 to the soil details of a project with an empty soil layer entry or a depth too large to show in feet (now null there), and to an import over a design input that is not an object; the import now starts from the forms’ defaults there.',
      'Imports: a workbook with TRUE in a soil type cell answered with a server error; it is refused naming the cell. A number too large to design with once in SI units (1e308 kip) was read as an empty value; it is refused naming the cell.',
      'Design runs: a run makes at most 5,000 pier designs (pier types × pile heights) and an input holds at most 100 pile heights; a larger one is refused before any work, saying so. An embedment range of more than 400 steps is refused naming its count: it was cut at 10,001 embedments without a word. So are a run of more than 300,000 load combinations over its pier designs (thousands of load cases) and more than 100 sections of the project’s own; a load test programme holds at most 100 tests of at most 500 points each. One input could ask the shared engine threads for hours, and 200,000 pile heights made the input check fail with an error rather than a message.',
      'Design: on soils whose p-y curves soften past a peak (stiff clay with free water; soft clay, cyclic, near the surface), each lateral analysis is solved as a single-pile analysis of that pile would be. Before, a design could settle in a second, more deflected equilibrium that an analysis of the same pile on its own does not reach, and report other numbers, or another pile, than that analysis. The same holds on liquefied sand, whose curves stiffen as the pile deflects; and a pile that can carry its axial load only once deflected is now analysed with the axial and lateral loads applied together, rather than failing at 0 % of the lateral load. Engine 2026.12.01-2; results change only on such soils.',
      'Speed: a design on soils whose p-y curves soften past a peak (soft clay under cyclic loading, stiff clay with free water) takes about a seventh less time, 650 to 555 ms for the generic trackers on cyclic soft clay at 100 elements; every number it gives is the same.',
      'Server memory: the design threads of a server that has run designs are replaced by fresh ones once it has been idle for five minutes (RUN_THREADS_RENEW_IDLE_SECONDS), and the stamping calculator’s thread ends after ten idle minutes, giving back what their designs grew: an idle server on PostgreSQL that had run designs kept some 260 to 300 MB, and now about 200 MB, as after a start. The first run after such a pause takes some 0.3 s longer, as the first run after a start does.',
      "Speed: the working of the checks (the Result tab's check table, the report's working blocks) formats its numbers some 15 times faster: working out every check of the generic example's 16 piers took 74 to 107 ms and takes 4 to 10 ms; a result shows that much sooner after its run. The numbers are the same.",
      'Runs: a short run started from the Result tab makes no request besides its start, which answers with the result: the page read the run list (twice) and the running run meanwhile, and the Excel downloads menu the run list again once the first result showed. A run that takes longer than 0.3 s reads the run list and the running run once, to show its progress.',
      "Server memory: the embedded database (npm start without DATABASE_URL) keeps a 16 MB buffer cache instead of PostgreSQL's 128 MB (PGLITE_SHARED_BUFFERS_MB): an idle server that has run designs holds some 100 MB less.",
      "Speed: a run's result is compressed for storage in fewer trips between the server's compression threads and its main thread: one for the whole output where there was one per 16 kB (the generic example's result, 50 kB packed, made four trips; its check, 325 kB, twenty). Measured side by side: 5.4–5.9 → 4.2–4.6 ms idle, and 13–19 → 8–10 ms while two other threads keep the cores busy, as a run's engine threads do. The stored bytes are the same.",
      'Speed: on the embedded database (npm start without DATABASE_URL), stored bytes (a run’s result, uploaded and generated files) are written as bytes rather than as hexadecimal text twice their size: a run’s final write 1.3 → 0.6 ms for a Fast Lane result and 6.0 → 1.6 ms for an Accuracy Lane one.',
      'Speed: every chart (the depth profiles of a result, the live preview, the load tests, the dashboard) is now drawn once when it appears; each was drawn twice before, the first time only to measure it, and measuring made the browser lay out the whole page. The charts of a result shown take some 40 % less of the browser’s time (71–73 → 40–47 ms of scripting in Chromium). They look the same and still follow the window’s width.',
      'Speed: PDF reports, stamping calculator sheets and results workbooks are made on a thread of their own. Drawing a report of a site (a second or more) held every other request to the server meanwhile: a colleague opening a project or starting a run waited until it was done (1.3 s in our measurement, 2.5 s for the first report after a restart; an Accuracy Lane results workbook 1 s). Now their requests are answered as usual (within 0.05 s) while a report is drawn, and the memory a report takes is given back five minutes after the last one.',
      'Charts: the depth axis title of the live preview’s charts (“Depth (ft)”) was cut at the panel’s left edge, as were the tops of its letters in the PDF report’s charts; it now sits wholly inside the chart.',
      'Runs: a run the design engine cannot finish through a fault of ours now says so with a reference (the run’s id) to quote through Contact support, and asks you to run it again. It showed the engine’s own error text, which could hold a path on our server and meant nothing to act on; the text stays in the server’s log, found by that reference. An input the engine refuses is, as before, named field by field.',
      'Reports: a second PDF report of the same revision is named as a browser names a second download, “… report rev 0 (2).pdf”, so that the two can be told apart in the list and in a downloads folder; both had the same name.',
      'Speed: Sales-mode workbook uploads (geotechnical, tracker load and test files) are read on the same thread as PDF reports. Reading a large workbook (3 MB of cells, within the 5 MB limit) is three to four seconds of work that held every other request to the server meanwhile, for every company (up to 1.8 s at a stretch in our measurement); other requests are now answered as usual (within 0.02 s) while it is read.',
      'Reports and workbooks: one person can have three PDF reports, calculation sheets, results workbooks or workbook uploads being made at once; a fourth is refused, saying to wait for one to finish. They are made one after another on a thread the whole server shares, and one account asking for dozens at once kept everyone else’s reports waiting.',
      'Errors: when something fails on our side, the message now gives a reference to quote through Contact support (the request’s id, under which the server logged what failed) and asks you to try again; it said only “Internal server error”.',
      'Speed: Confirm import (Sales mode) no longer reads the workbook a second time: it takes what Preview read when it is the same file, and answers at once (a 3 MB workbook: 2.3 s → 0.03 s in our measurement). A different file, or one previewed more than 15 minutes before, is read again.',
      'Stamping calculator: one person can have two sheets being computed at once; a third is refused, saying to wait for one to finish. The calculator computes on one thread the whole server shares, and one account asking for sheets by the thousand kept everyone else’s waiting. Calculate in the app asks for one sheet at a time, as before.',
      'Dates read one way everywhere: the time of an imported workbook read “12/2/2026, 11:00:24 AM” beside the project’s “Last saved: Dec 2, 2026, 11:00 AM”; it now reads as the rest, as do the dates of billing transactions, and days in tables and sentences follow one format (Dec 2, 2026; December 2, 2026).',
      'Subscription console (Super admin): companies are found by name (every word, any case or accent) and shown by kind (free trials running, Pro running, plan ended, frozen), 50 to a page with the count. The console listed every company of the platform on one page.',
      'Runs: a run that finished while the page was reading the run list could stay listed as Running, 0 %, under its own finished result, without its Excel downloads, until the page was reloaded. A read that left the server before the run ended no longer moves a run back.',
      'Runs and projects: a run started while the page was reading the run list could be missing from the list until the page read it again, and a project read in flight when you saved could show the project as before your save. Neither read moves the page back any more.',
      'Compare: each side reads “Results of the run of Dec 2, 2026, 1:58 PM”, as dates read everywhere else; it read “dec 2, 2026, 1:58 pm”. The Super admin’s confirmation to end a plan names it (“End the Pro plan of …”, “End the free trial of …”).',
      'Settings: the drop-down lists show their choice whole. Beside the live preview the Design Method read “ASD (Ω; soil FS) (defau…” and the Design Load Application “As entered (each load…”; on a phone the Reversed wind read “Whole vector reversed (P, V and M chan…”. The Design Method takes two columns where it has them; the Design Load Application (As entered, At the axis of rotation, At the pile top) and the Reversed wind (Whole vector reversed, Lateral mirrored) show the choice’s name, their descriptions say what each does, and the input summary and the report state them in full as before.',
      'Subscription console (Super admin): the server finds the companies by name and kind and sends one page of 50, where the console received every company of the platform, with each one’s users and last activity, on every visit and after every change. A search is sent once typing pauses; a page chosen belongs to its search and kind, and either changed shows the first page.',
      'Charts: a profile’s peak is no longer drawn on the panel’s frame. A bending moment peaking at 15.0 kip·ft had its axis end at 15 and its peak under the frame; every panel (Result tab, live preview, compare, PDF report) now leaves room beyond its largest and least values, as the deflection panel did for its limits.',
      'Input check: a Max Embed below the Min Embed (or an increment making too many embedments) is told at once, beside any other problem of the settings; it came only once the others were fixed, while the live preview already said “the embedment range”. A negative Max Pile Reveal Height reads “must be > 0” in the list of problems, where it read “must be a number”, and the list names it as the Settings tab does (General Settings, Height #2, Pile Heights), where it read “Pile heights, #2, —”.',
      'Load tests: load tests saved without the “Design with the calibrated soil” switch (a design input loaded from a JSON file) showed the switch off while the design used the calibrated soil, the engine’s default; it shows on. Under the switch, a line says what the design takes when there is no test yet or when it is off. Likewise in Settings, Investigate loads not acting left out of a loaded input showed off while the design investigated them (the engine’s default); it shows on.',
      'Input tab: drop-down lists show their choice whole there too. Beside the live preview the soil table read “4 · Stiff Clay w/o Free Water (Ree” and “Stat” for Static (default), the corrosion method “2 · Aggressive Romanoff Me”, the Cs lower limits a few letters, the Array Tech selected columns “Moment X at gr”. A table’s choice column is as wide as its longest choice; the seismic values, corrosion details and selected columns take columns at least as wide as they need; the Table values are (Nominal, Allowable), Cs lower limits (§15.4.1, §12.8), Forces at (At grade, At the pile top) and Axial positive in (Tension) lists show the choice’s name, their descriptions the rest, the summary and report the whole. On a phone, the stamping calculator’s steel fields take one column, where two cut its Design Method.',
      "Runs: when the server's engine is busy, a waiting run goes ahead of another company's second and later waiting runs: one company starting many runs at once no longer holds your single run behind all of them. Your own runs still go in the order you started them.",
      "Load tests tab: values and charts are in the project's units, as on every other tab, also right after the project's units were changed.",
      'Security: an uploaded workbook is measured by what it expands to before it is read (an .xlsx is a zip): over 50 MB of sheets it is refused, saying so. A 2 MB upload of blank sheet expanding to 2 GB took the server to 2.4 GB of memory for 14 s; one at the 5 MB upload limit could take it down.',
    ],
  },
  {
    version: 'Version 2',
    status: 'Released',
    items: [
      'Design runs with progress, results per pier, graphs and PDF reports.',
      'Load tests with calibration of the soil, and the company section library.',
    ],
  },
  {
    version: 'Version 1.1',
    status: 'Released',
    items: [
      'Settings and input tabs: soil layers, vertical, seismic, corrosion, pile head loads.',
      'Design modes Generic, Nextracker, Array Tech and Nevados; Excel template imports (imperial and metric) and Sales mode.',
    ],
  },
  {
    version: 'Version 1',
    status: 'Released',
    items: [
      'Accounts: sign-up with a free trial, sign-in, password reset by mailed code.',
      'Projects list with search, status filter, sort by date and paging; edit, clone, share, enable/disable and delete.',
      'Project Details saved as drafts or projects, in imperial or metric units.',
      'Activity log and password change in Account Settings.',
      'Documentation, terms and privacy pages.',
    ],
  },
];

/** Sections whose text contains the query (case-insensitive); all when the query is empty. */
export function searchDocs(sections: DocSection[], query: string): DocSection[] {
  const q = query.trim().toLowerCase();
  if (!q) return sections;
  return sections.filter(
    (s) =>
      s.title.toLowerCase().includes(q) ||
      s.intro.toLowerCase().includes(q) ||
      s.subsections.some((sub) => sub.title.toLowerCase().includes(q) || sub.body.toLowerCase().includes(q)),
  );
}
