// Spec 2.2: the reserved top-level admin name. A user with this username who opens the bare
// /admin is sent to /top-tier/admin. The spec does not spell the name out; this is our choice.
export const TOP_TIER_ADMIN_USERNAME = 'top-tier-admin';
export const TOP_TIER_ADMIN_PATH = '/top-tier/admin';

// Spec 2.2 gives no text for /leagues when the visitor is not a super admin; ours follows ACCESS_TEXT's wording.
export const SUPER_ADMIN_REQUIRED_TEXT = 'Access denied. Super admin access required.';
