// Starts Swagger UI on /api/docs with the gateway's own description. Loaded as a file: the page's
// CSP allows no inline script.
/* global SwaggerUIBundle, SwaggerUIStandalonePreset */
window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    // The standalone layout's top bar has the light/dark toggle; it starts from the system setting.
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    deepLinking: true,
    docExpansion: 'list',
    filter: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
    // Swagger UI would otherwise send the whole description to validator.swagger.io for a badge.
    validatorUrl: null,
  });
});
