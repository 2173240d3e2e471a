// Mulish (SPEC §9) is bundled with the app: no request leaves for a font CDN.
import '@fontsource-variable/mulish';
