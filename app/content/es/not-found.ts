export const notFoundContent = {
  code: "404",
  title: "¡Uy! No encontramos esta página",
  message:
    "La página que buscaba cambió de lugar o nunca existió. Todo lo que hay en este sitio está a un clic de la página de inicio.",
  documentTitle: "Página no encontrada",
  returnHome: "Volver al inicio",
};
