// Side-effect style imports (Mantine's CSS) are resolved by the bundler.
declare module '*.css';
// Vite's `?url` imports (the maplibre worker) resolve to the served file's URL.
declare module '*?url' {
  const url: string;
  export default url;
}
