/** The id of the <script type="application/json"> that carries the tenant in every page. */
export const TENANT_SCRIPT_ID = 'haven-tenant'
