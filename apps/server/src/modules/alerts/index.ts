export { ALERT_JOB, createAlerts, type AlertPorts, type Alerts } from './alerts.service.js';
export { registerAlertsRoutes } from './alerts.routes.js';
