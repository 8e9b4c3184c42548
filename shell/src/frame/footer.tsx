export function Footer() {
  return (
    <footer className="arena-footer" data-testid="shell-footer">
      <p>Arena · 18+ · Play responsibly</p>
    </footer>
  );
}
