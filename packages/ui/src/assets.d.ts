// Side-effect style imports (Mantine's CSS) are resolved by the bundler.
declare module '*.css';
