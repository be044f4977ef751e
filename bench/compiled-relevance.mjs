// The compiled relevance module of the server (apps/server/dist/relevance), for the benches that replay or time it.
export async function loadRelevance() {
  try {
    return await import('../apps/server/dist/engines/relevance/index.js');
  } catch (error) {
    console.error(`The compiled relevance module is missing (${error.message}): run npm run build first.`);
    process.exit(1);
  }
}
