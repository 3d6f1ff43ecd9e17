// Values only `vite dev` reads; a built app gets them from the server-injected config script.
interface ImportMetaEnv {
  readonly VITE_APP_KEY?: string;
  readonly VITE_APP_SECRET?: string;
}
