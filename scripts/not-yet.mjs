// Placeholder for scripts whose issue has not landed yet; prints and exits 0 so
// the script name exists (the foundation issue asks for every script up front).
const name = process.argv[2] ?? 'this script';
console.log(`npm run ${name}: not yet — it arrives with its own issue (see README "Scripts").`);
