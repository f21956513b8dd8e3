// 120 x 80 mm plate, corners rounded r = 5, four round holes d = 8, one slot 30 x 8.
// Every circle is a 64-gon ($fn), so OpenSCAD writes straight segments only.
$fn = 64;
module rounded(w, h, r) {
  hull() for (x = [r, w - r], y = [r, h - r]) translate([x, y]) circle(r);
}
difference() {
  rounded(120, 80, 5);
  for (x = [12, 108], y = [12, 68]) translate([x, y]) circle(d = 8);
  hull() for (x = [45, 75]) translate([x, 40]) circle(d = 8);
}
