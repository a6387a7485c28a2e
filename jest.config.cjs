// Every package, the host and every remote are projects of one Jest run; each uses @callops/jest-preset.
module.exports = {
  projects: [
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/host/jest.config.cjs',
    '<rootDir>/remotes/*/jest.config.cjs',
  ],
};
