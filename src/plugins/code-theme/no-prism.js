// Stands in for the classic theme's prism-include-languages client module: code arrives highlighted by the build.
export {};
