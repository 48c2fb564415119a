// A navigation stack two deep: a list pushed to a detail screen, as apps drill down. The detail's bar shows a back
// button titled with the list's title, a centred title and an Edit button; its content starts below the bar.
import UIKit

final class RecipesViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = ["Bread", "Soup", "Salad"][indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

final class RecipeDetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Bread"
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .never
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
    let steps = UILabel()
    steps.numberOfLines = 0
    steps.font = .preferredFont(forTextStyle: .body)
    steps.text = "Mix flour, water, salt and yeast. Knead for ten minutes, rest for an hour, shape, rest again and bake at 230 °C for half an hour."
    steps.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(steps)
    NSLayoutConstraint.activate([
      steps.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      steps.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      steps.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

import LayoutRender

_ = Scene("Navigation detail", device: .iPhone15) { root in
  let navigation = UINavigationController(rootViewController: RecipesViewController())
  navigation.navigationBar.prefersLargeTitles = true
  navigation.pushViewController(RecipeDetailViewController(), animated: false)
  navigation.appear(in: root)
}
