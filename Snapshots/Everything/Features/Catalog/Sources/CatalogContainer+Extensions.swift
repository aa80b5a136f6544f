// scaffold wrote this file once, for your code at CatalogContainer's extension points.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
// Delete a function you do not need: the container then hands out what it built.
nonisolated extension CatalogContainer {
	/// The remote data source of products, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		productRemoteDataSource: any ProductRemoteDataSourceContract
	) -> any ProductRemoteDataSourceContract {
		productRemoteDataSource
	}

	/// The repository of products the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(productRepository: any ProductRepositoryContract) -> any ProductRepositoryContract {
		productRepository
	}

	/// The page repository of products the container hands out: wrap it or replace it.
	static func decorate(
		productsPageRepository: any ProductsPageRepositoryContract
	) -> any ProductsPageRepositoryContract {
		productsPageRepository
	}

	/// The remote data source of staff, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		personRemoteDataSource: any PersonRemoteDataSourceContract
	) -> any PersonRemoteDataSourceContract {
		personRemoteDataSource
	}

	/// The repository of staff the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(personRepository: any PersonRepositoryContract) -> any PersonRepositoryContract {
		personRepository
	}

	/// The remote data source of reviews, once for each repository that reads through it: wrap it or replace it.
	static func decorate(
		reviewRemoteDataSource: any ReviewRemoteDataSourceContract
	) -> any ReviewRemoteDataSourceContract {
		reviewRemoteDataSource
	}

	/// The repository of reviews the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(reviewRepository: any ReviewRepositoryContract) -> any ReviewRepositoryContract {
		reviewRepository
	}

	/// The repository of drafts the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(draftRepository: any DraftRepositoryContract) -> any DraftRepositoryContract {
		draftRepository
	}

	/// The repository of recent products the container hands out: wrap it (logging, metrics, a fallback) or replace
	/// it.
	static func decorate(
		recentProductsRepository: any RecentProductsRepositoryContract
	) -> any RecentProductsRepositoryContract {
		recentProductsRepository
	}

	/// The repository of favourites the container hands out: wrap it (logging, metrics, a fallback) or replace it.
	static func decorate(favouritesRepository: any FavouritesRepositoryContract) -> any FavouritesRepositoryContract {
		favouritesRepository
	}
}
