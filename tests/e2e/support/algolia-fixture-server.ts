// Runs the Algolia-compatible fixture as its own process, so its answers do
// not wait on the busy test-runner process:  tsx algolia-fixture-server.ts BUILD_DIR PORT
import {startAlgoliaFixture} from './algolia-fixture';

const [buildDir, port] = process.argv.slice(2);
if (!buildDir || !port) {
  console.error('usage: algolia-fixture-server.ts BUILD_DIR PORT');
  process.exit(2);
}
startAlgoliaFixture(buildDir, Number(port)).then(
  (fixture) => console.log(`ready ${fixture.origin}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
