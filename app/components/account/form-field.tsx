// Moved: the site has one labelled field, in ~/components/form/labelled-field. This re-export keeps
// register.tsx, login.tsx and resetPassword.tsx compiling until their imports point there; then delete it.
export { FormField, PasswordField } from "~/components/form/labelled-field";
